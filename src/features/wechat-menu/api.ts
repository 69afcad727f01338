// The official-account menu calls (server/routes/wechat-menu.ts). Save and publish show their
// errors themselves (the server's translated 400 next to the editor), so they skip the global UI.
import { api } from '../../lib/api-client';

export type MenuType = 'click' | 'view' | 'miniprogram';

export interface MenuLeaf {
  name: string;
  type?: MenuType;
  key?: string;
  url?: string;
  appid?: string;
  pagepath?: string;
}

export interface MenuButton extends MenuLeaf {
  sub_button?: MenuLeaf[];
}

export interface SavedMenu {
  buttons: MenuButton[];
  updateTime?: string;
}

export const fetchMenu = () => api.get<SavedMenu>('api/wxMenu');
export const saveMenu = (buttons: MenuButton[]) => api.put<SavedMenu>('api/wxMenu', { buttons }, { skipErrorUi: true });
export const publishMenu = () =>
  api.post<{ published: boolean }>('api/wxMenu/publish', undefined, { skipErrorUi: true });
