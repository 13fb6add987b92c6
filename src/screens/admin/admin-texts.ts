import type { StaffActionRequest } from '../../machines/staff-action.machine';
import type { Translate } from '../forms/form-messages';
import { ADMIN_ACTIONS } from './use-admin-action';
import { roleName } from '../app/role-names';

export interface ActionTexts {
  /** What was done, once it is. */
  done: string;
  /** The question asked before a destructive action. */
  confirm: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => Math.abs(typeof value === 'number' ? value : 0);

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export const roleLabel = roleName;

/** The words for an /admin action, from the names its request carries. */
export function actionTexts(t: Translate, request: StaffActionRequest | null): ActionTexts {
  if (request === null) return { done: '', confirm: '' };
  const { input } = request;
  const name = text(input.name);
  const title = text(input.title);
  switch (request.name) {
    case ADMIN_ACTIONS.role: {
      const values = {
        name,
        from: roleLabel(t, text(input.from)),
        role: roleLabel(t, text(input.role)),
      };
      return {
        done: t('admin.actions.role.done', values),
        confirm: t('admin.actions.role.confirm', values),
      };
    }
    case ADMIN_ACTIONS.disable:
      return {
        done: t('admin.actions.disable.done', { name }),
        confirm: t('admin.actions.disable.confirm', { name }),
      };
    case ADMIN_ACTIONS.enable:
      return { done: t('admin.actions.enable.done', { name }), confirm: '' };
    case ADMIN_ACTIONS.clearLockout:
      return { done: t('admin.actions.clearLockout.done', { name }), confirm: '' };
    case ADMIN_ACTIONS.credits: {
      const values = { name, count: count(input.amount), reason: text(input.reason) };
      const taking = typeof input.amount === 'number' && input.amount < 0;
      return {
        done: t(taking ? 'admin.actions.credits.taken' : 'admin.actions.credits.added', values),
        confirm: t('admin.actions.credits.confirm', values),
      };
    }
    case ADMIN_ACTIONS.unpublish:
      return {
        done: t('admin.actions.unpublish.done', { title }),
        confirm: t('admin.actions.unpublish.confirm', { title, owner: text(input.owner) }),
      };
    case ADMIN_ACTIONS.reprocess:
      return { done: t('admin.actions.reprocess.done', { title }), confirm: '' };
    case ADMIN_ACTIONS.handled:
      return { done: t('admin.actions.handled.done', { name }), confirm: '' };
    case ADMIN_ACTIONS.reopen:
      return { done: t('admin.actions.reopen.done', { name }), confirm: '' };
    default:
      return { done: '', confirm: '' };
  }
}
