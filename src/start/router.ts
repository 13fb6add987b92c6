// One step of the app's start (src/main.tsx): evaluates the router's chunk in a task of its own.
export { createBrowserRouter } from 'react-router-dom';
