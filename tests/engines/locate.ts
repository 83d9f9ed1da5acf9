/**
 * How the engine suites name what a visitor sees, the way Playwright's getByLabel / getByRole / getByText
 * do, in a function that runs inside the page so that WebKit's WebDriver and Firefox's BiDi find the same
 * element. Only elements a visitor could see count, unless the query says `hidden: true`. A label matches
 * when it contains the text ('Telegram handle' finds 'Telegram handle (optional)'), as getByLabel does; a
 * role's name must be exact unless it is a RegExp.
 */
export type Query =
  | { label: string; within?: string; hidden?: boolean }
  | {
      role: 'button' | 'link' | 'dialog' | 'region' | 'complementary';
      name: string | RegExp;
      within?: string;
      hidden?: boolean;
    }
  | { text: string; within?: string; hidden?: boolean }
  | { css: string; within?: string; hidden?: boolean };

/** What crosses into the page: a RegExp does not survive serialisation, so it travels as its source. */
export interface WireQuery {
  label?: string;
  role?: string;
  name?: string;
  nameIsPattern?: boolean;
  text?: string;
  css?: string;
  within?: string;
  hidden?: boolean;
}

export function toWire(query: Query): WireQuery {
  if ('name' in query && query.name instanceof RegExp)
    return { ...query, name: query.name.source, nameIsPattern: true };
  return query as WireQuery;
}

export function describeQuery(query: Query): string {
  if ('label' in query) return `the input labelled '${query.label}'`;
  if ('role' in query) return `the ${query.role} '${String(query.name)}'`;
  if ('text' in query) return `the text '${query.text}'`;
  return `'${query.css}'`;
}

/**
 * Page-side: every element matching `query`, in document order. Kept free of closures and imports: it is
 * serialised into the page as source text.
 */
export function locateAll(query: WireQuery): Element[] {
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const textOfIds = (ids: string | null) =>
    squash(
      (ids ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  const accessibleName = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return textOfIds(labelledBy);
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels?.length) return squash(labels[0]!.textContent);
    if (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'button'))
      return squash(element.value);
    return squash(element.textContent);
  };
  const visible = (element: Element) =>
    query.hidden ||
    (element.checkVisibility ? element.checkVisibility({ visibilityProperty: true, opacityProperty: false }) : true);
  const roots = query.within ? [...document.querySelectorAll(query.within)] : [document.documentElement];
  const inside = (selector: string) =>
    roots.flatMap((root) => [...(root.matches(selector) ? [root] : []), ...root.querySelectorAll(selector)]);
  const nameMatches = (name: string) =>
    query.nameIsPattern ? new RegExp(query.name!).test(name) : name === query.name;

  let found: Element[];
  if (query.label !== undefined) {
    found = inside('input, textarea, select').filter((element) => accessibleName(element).includes(query.label!));
  } else if (query.role !== undefined) {
    const selectors: Record<string, string> = {
      button: 'button, [role="button"], input[type="submit"], input[type="button"]',
      link: 'a[href], [role="link"]',
      dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
      region: 'section[aria-label], section[aria-labelledby], [role="region"]',
      complementary: 'aside, [role="complementary"]',
    };
    found = inside(selectors[query.role]!).filter((element) => nameMatches(accessibleName(element)));
  } else if (query.text !== undefined) {
    // The innermost elements whose text contains it, as getByText finds them.
    const all = inside('body *').filter((element) => squash(element.textContent).includes(query.text!));
    found = all.filter((element) => !all.some((other) => other !== element && element.contains(other)));
  } else {
    found = inside(query.css!);
  }
  return [...new Set(found)].filter(visible);
}
