/** Every route's title and description by its path in the route table (scripts/routeMetaTable.ts). */
declare module 'virtual:route-meta' {
  const table: Readonly<Record<string, import('./routeMeta.ts').RouteMeta>>;
  export default table;
}
