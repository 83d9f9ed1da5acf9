/**
 * Vite plugin: lets the bundler drop the parts of React Router the site never uses.
 *
 * React Router ships one flat file, and three kinds of top-level statements in it count as side effects, so every
 * component they touch stays in the bundle with everything it references:
 * - `React.createContext(...)`, `React.forwardRef(...)` and `React.memo(...)` calls, which carry no `@__PURE__`
 *   annotation;
 * - error-boundary classes that extend `React.Component` (reading a property of CommonJS React), and the
 *   `Boundary.contextType = ...` assignments after them;
 * - `Component.displayName = "..."` assignments, which only name components in React DevTools.
 * Together they kept `Link`, `NavLink`, `Form`, `ScrollRestoration`, the framework-mode error boundaries and the
 * data-router code they reach in every route's boot chunk.
 * This marks those calls and classes pure and drops the names, as remix-run/react-router#15299 (open) proposes
 * upstream; see also #14058. Components keep their function names (`LinkWithRef`), so DevTools still names them.
 */
import type { Plugin } from 'vite';

/** React Router's bundled production code (the build the config's alias points at). */
const ROUTER_CHUNK = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
const UNANNOTATED_CALL = /(?<!@__PURE__ \*\/ )\bReact\d*\.(createContext|forwardRef|memo)\(/g;
/** A top-level `var X = class extends React.Component {` up to its closing `};`, the first one at column 0. */
const COMPONENT_CLASS = /^var ([\w$]+) = (class extends React\d*\.Component \{\n[\s\S]*?)^\};$/gm;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** `RenderErrorBoundary.contextType = RSCRouterContext;`, which became a static field of the class it follows. */
const CONTEXT_TYPE = /^([\w$]+)\.contextType = ([\w$]+);$/gm;

export function treeShakeReactRouter(): Plugin {
  return {
    name: 'replyrocket:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_CHUNK },
      handler(code) {
        const contextTypes = new Map([...code.matchAll(CONTEXT_TYPE)].map(([, component, context]) => [component, context]));
        const out = code
          .replace(UNANNOTATED_CALL, '/* @__PURE__ */ $&')
          .replace(COMPONENT_CLASS, (_, name: string, body: string) => {
            const contextType = contextTypes.get(name);
            const withStatic = contextType ? body.replace('{\n', `{\n  static contextType = ${contextType};\n`) : body;
            return `var ${name} = /* @__PURE__ */ (() => ${withStatic}})();`;
          })
          .replace(CONTEXT_TYPE, '')
          .replace(DISPLAY_NAME, '');
        // A release that no longer matches would silently bring the ~1.9 KB gzip back; say so at build time.
        if (code.includes('.displayName = "') && out === code) this.warn('React Router changed shape: nothing rewritten');
        return { code: out, map: null };
      },
    },
  };
}
