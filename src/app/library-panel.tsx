// Kept only for src/app/routes/account.tsx (changed on another branch right now): it should import
// ./library-panel beside it (routes may not import app/); delete this file once it does.
export { LibraryPanel } from './routes/library-panel';
