// The production build runs the app on Preact through preact/compat: the same React 19 API in
// about a tenth of react-dom's size, so the home page's first paint fits its script budget
// (docs/decisions/013). Two React rules preact/compat lacks are added here:
// - `ref` is an ordinary prop of function components (form fields take register()'s ref that
//   way), where Preact 10 would keep it on the element and never hand it to the component;
// - `autoFocus` focuses an element when it mounts, as React does, where Preact only writes the
//   attribute, which browsers honour at page load alone (a form that appears later, e.g. the
//   forgot-password mode, would leave the keyboard behind).
import { options } from 'preact';

// `__e` is the vnode's DOM node: Preact's mangled name for it, fixed across Preact 10.
type HookVNode = {
  type: unknown;
  ref?: unknown;
  props: Record<string, unknown>;
  __e?: HTMLElement | null;
};

const next = options.vnode;
options.vnode = (vnode) => {
  const node = vnode as unknown as HookVNode;
  const isFunctionComponent =
    typeof node.type === 'function' &&
    !(node.type as { prototype?: { render?: unknown } }).prototype?.render;
  if (isFunctionComponent && node.ref != null && !('ref' in node.props)) {
    node.props.ref = node.ref;
    node.ref = undefined;
  }
  next?.(vnode);
};

const focused = new WeakSet<HTMLElement>();
const nextDiffed = options.diffed;
options.diffed = (vnode) => {
  const node = vnode as unknown as HookVNode;
  const element = node.__e;
  if (typeof node.type === 'string' && node.props.autoFocus && element && !focused.has(element)) {
    focused.add(element);
    // After the whole tree is in the document, as React's commit phase does.
    queueMicrotask(() => element.isConnected && element.focus());
  }
  nextDiffed?.(vnode);
};

// @ts-expect-error preact/compat's types declare `export =`; at run time it is an ES module.
export * from 'preact/compat';
export { default } from 'preact/compat';
