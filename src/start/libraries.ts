// One step of the app's start (src/main.tsx): evaluates the chunk of the libraries other than
// React (vite.config.ts, `vendor`) in a task of its own, before the app's shell.
export { createBrowserRouter } from 'react-router-dom';
