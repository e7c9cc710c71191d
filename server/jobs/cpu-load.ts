import { spawn, type ChildProcess } from 'node:child_process';

/**
 * For the crash and drain tests: `n` processes that each keep a core busy, so a server child shares its
 * CPU as on a loaded host (issue 35: load average ~9 on 2 cores). Stop kills only these processes.
 */
export function burnCpu(n: number) {
  const burners: ChildProcess[] = Array.from({ length: n }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const stop = () => {
    for (const b of burners) if (b.exitCode === null && b.signalCode === null) b.kill('SIGKILL');
  };
  process.once('exit', stop);
  return { stop };
}
