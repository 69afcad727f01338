// The context actions of a page tab (spec §2) with the messages of spec §8 when refused.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  bumpTabVersion,
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  type CloseOutcome,
} from '../../stores/tabs';
import { redirectPathOf } from './redirect-path';
import { message } from '../../lib/feedback';
import { forgetListAskedAhead } from '../../lib/data-provider';

export const tabActions = ['reload', 'close', 'closeLeft', 'closeRight', 'closeOthers', 'closeAll'] as const;
export type TabAction = (typeof tabActions)[number];

export function useTabActions(): (action: TabAction, key: string) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const activeKey = pathname + search;

  const follow = (outcome: CloseOutcome) => {
    if ('refused' in outcome) void message.warning(t(outcome.refused));
    else if (outcome.goTo) navigate(outcome.goTo);
  };

  return (action, key) => {
    switch (action) {
      case 'reload':
        bumpTabVersion(key);
        forgetListAskedAhead();
        navigate(redirectPathOf(key), { replace: key === activeKey });
        return;
      case 'close':
        return follow(closeTab(key, activeKey));
      case 'closeLeft':
        return follow(closeLeft(key, activeKey));
      case 'closeRight':
        return follow(closeRight(key, activeKey));
      case 'closeOthers':
        return follow(closeOthers(key, activeKey));
      case 'closeAll':
        return follow(closeAll(activeKey));
    }
  };
}
