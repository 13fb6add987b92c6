// The entry of bench/siege.ts's hostile thread. Worker threads do not inherit the tsx loader of
// the process that starts them, so the thread registers it before loading its TypeScript module.
import { register } from 'tsx/esm/api';

register();
await import('./siege-hostile.ts');
