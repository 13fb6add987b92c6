// One step of the app's start (src/main.tsx): evaluates Valibot's chunk in a task of its own.
export { object } from 'valibot';
