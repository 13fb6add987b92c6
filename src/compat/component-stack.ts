/**
 * The component stack of a caught render error, for Preact. React hands it to an error boundary's
 * `componentDidCatch(error, { componentStack })`, and SPEC §8 reports it with the error; Preact
 * fills it in only with preact/debug, a development-only module. This wraps Preact's error hook
 * (`options.__e`, its mangled `_catchError`, as preact/debug does) to fill it in everywhere, from
 * the vnode that threw up through its parents (`__`, the mangled `_parent`). Names are the
 * components' function names, minified in a production build, as in React's.
 */
import { options } from 'preact';

interface InternalVNode {
  type: unknown;
  /** `_parent` */
  __: InternalVNode | null;
}
interface ErrorInfo {
  componentStack?: string;
}
type CatchError = (
  error: unknown,
  vnode: InternalVNode,
  oldVNode?: unknown,
  errorInfo?: ErrorInfo,
) => void;

function componentName(type: { displayName?: string; name?: string }): string {
  return type.displayName || type.name || 'Anonymous';
}

export function componentStack(vnode: InternalVNode | null): string {
  let stack = '';
  for (let node = vnode; node; node = node.__) {
    if (typeof node.type === 'function') stack += `\n    in ${componentName(node.type)}`;
  }
  return stack;
}

const hooks = options as unknown as { __e: CatchError };
const catchError = hooks.__e;
hooks.__e = (error, vnode, oldVNode, errorInfo = {}) => {
  errorInfo.componentStack ??= componentStack(vnode);
  catchError(error, vnode, oldVNode, errorInfo);
};
