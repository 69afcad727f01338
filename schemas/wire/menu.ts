/** One node of GET api/sysMenu/build (docs/api.md): the browser builds its routes from the tree. */
export interface MenuItem {
  name: string;
  path: string;
  /** "Layout" / "ParentView" for directories, otherwise a schema id or hand-written view name. */
  component: string;
  hidden: boolean;
  redirect: string | null;
  alwaysShow: boolean;
  meta: { title: string; icon: string; noCache: boolean };
  children?: MenuItem[];
}
