// The production build runs the app on Preact through preact/compat: the same React 19 API in
// about a tenth of react-dom's size, so the home page's first paint fits its script budget
// (docs/decisions/013-preact-in-the-production-build.md). Two React rules preact/compat lacks
// are added here, through Preact's public `options.vnode` hook and refs alone:
// - `ref` is an ordinary prop of function components (form fields take register()'s ref that
//   way), where Preact 10 would keep it on the element and never hand it to the component;
// - `autoFocus` focuses an element when it mounts, as React does, where Preact only writes the
//   attribute, which browsers honour at page load alone (a form that appears later, e.g. the
//   forgot-password mode, would leave the keyboard behind).
// apps/web/src/renderer.test.tsx pins both, on React and on this module (vitest web-preact).
import { options, type Ref } from 'preact';

const focused = new WeakSet<Element>();

/** Focuses an element the first time it is attached, once the whole tree is in the document. */
function focusOnMount(element: Element | null): Cleanup {
  if (!(element instanceof HTMLElement) || focused.has(element)) return;
  focused.add(element);
  // After the rest of the tree is in the document, as React's commit phase does.
  queueMicrotask(() => element.isConnected && element.focus());
}

// One focusing ref per ref the app passes, so its identity holds from render to render and
// Preact does not detach and attach it again on every update.
type Cleanup = void | (() => void);
const focusing = new WeakMap<object, (element: Element | null) => Cleanup>();

function withFocusOnMount(ref: Ref<Element> | null | undefined): Ref<Element> {
  if (ref == null) return focusOnMount;
  let combined = focusing.get(ref);
  if (!combined) {
    combined = (element: Element | null): Cleanup => {
      focusOnMount(element);
      // A callback ref's return value is its cleanup (React 19), which Preact keeps.
      if (typeof ref === 'function') return ref(element);
      ref.current = element;
    };
    focusing.set(ref, combined);
  }
  return combined;
}

const next = options.vnode;
options.vnode = (vnode) => {
  const { type, props } = vnode as { type: unknown; props: Record<string, unknown> };
  const isFunctionComponent =
    typeof type === 'function' && !(type as { prototype?: { render?: unknown } }).prototype?.render;
  if (isFunctionComponent && vnode.ref != null && !('ref' in props)) {
    props.ref = vnode.ref;
    vnode.ref = undefined;
  } else if (typeof type === 'string' && props.autoFocus) {
    vnode.ref = withFocusOnMount(vnode.ref as Ref<Element> | null | undefined);
  }
  next?.(vnode);
};

// @ts-expect-error preact/compat's types declare `export =`; at run time it is an ES module.
export * from 'preact/compat';
export { default } from 'preact/compat';
