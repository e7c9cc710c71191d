/**
 * npm run lint: ESLint (type-checked rules, hooks, a11y, layer boundaries) beside the other checks (no import
 * circles, the formatter, the type checker), each with its output shown whole when it ends. ESLint runs on
 * one core, so the other checks take the second one (decision 038). Exits non-zero when any check fails.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

type Check = { name: string; commands: string[][] };
const checks: Check[] = [
  { name: 'eslint', commands: [['eslint', '.']] },
  {
    name: 'cycles, format, types',
    commands: [
      ['tsx', 'scripts/check-cycles.ts'],
      ['prettier', '--check', '.'],
      ['tsc', '--noEmit'],
    ],
  },
];

/** Runs one of the project's own tools (node_modules/.bin); resolves with its exit code and its output. */
function run([cmd, ...args]: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join('node_modules', '.bin', cmd!), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({ code: status ?? 1, output }));
  });
}

async function runCheck({ name, commands }: Check): Promise<boolean> {
  const started = Date.now();
  for (const command of commands) {
    const { code, output } = await run(command);
    process.stdout.write(`$ ${command.join(' ')}\n${output}`);
    if (code !== 0) {
      console.log(`lint: ${name} FAILED (exit ${code})`);
      return false;
    }
  }
  console.log(`lint: ${name} ok in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return true;
}

const results = await Promise.all(checks.map(runCheck));
process.exit(results.every(Boolean) ? 0 : 1);
