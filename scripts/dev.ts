/**
 * npm run dev: the API with reload on change (tsx watch, port 3000) and Vite's dev server with hot
 * module reload (port 5173, proxying /api and /files to the API). Open http://localhost:5173.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];
const start = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) stop(code);
  });
  children.push(child);
};
const stop = (code = 0) => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

start('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
  SERVE_SPA: '0',
  PUBLIC_URL: 'http://localhost:5173',
});
start('npx', ['vite', '--port', '5173', '--strictPort']);
