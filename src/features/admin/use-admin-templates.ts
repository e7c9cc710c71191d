import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from '../../lib/toast';
import type { Template } from '../../../common/contracts/templates';
import { queryKeys } from '../../lib/query-keys';
import { errorMessage, isForbidden, UNAUTHORIZED, type TemplatePatch } from './admin-desk';
import { deleteTemplate } from './api/delete-template';
import { updateTemplate } from './api/update-template';
import { ADMIN_TOAST } from './use-template-author';

function failure(action: string, err: unknown) {
  toast.error(isForbidden(err) ? UNAUTHORIZED : `Failed to ${action}: ${errorMessage(err)}`, ADMIN_TOAST);
}

/** Edit, hide/show and delete. Each refreshes the admin list and the shop's ['templates'] for this tab (others hear the live event). */
export function useTemplateActions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.templates.all });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TemplatePatch }) => updateTemplate(id, patch),
    onSuccess: (saved) => {
      queryClient.setQueryData<Template[]>(queryKeys.templates.adminList, (list) =>
        list?.map((t) => (t.id === saved.id ? saved : t)),
      );
      refresh();
    },
  });
  const remove = useMutation({ mutationFn: (t: Template) => deleteTemplate(t.id), onSuccess: refresh });

  return {
    pendingId: update.isPending ? update.variables?.id : remove.isPending ? remove.variables?.id : undefined,
    save: async (id: string, patch: TemplatePatch, done: string) => {
      try {
        await update.mutateAsync({ id, patch });
        toast.success(done, ADMIN_TOAST);
        return true;
      } catch (err) {
        failure('save the template', err);
        return false;
      }
    },
    toggleHidden: async (t: Template) => {
      try {
        await update.mutateAsync({ id: t.id, patch: { hidden: !t.hidden } });
        toast.success(
          t.hidden ? `'${t.name}' is visible in the shop again.` : `'${t.name}' is hidden from the shop.`,
          ADMIN_TOAST,
        );
      } catch (err) {
        failure(t.hidden ? 'show the template' : 'hide the template', err);
      }
    },
    remove: async (t: Template) => {
      try {
        await remove.mutateAsync(t);
        toast.success(`'${t.name}' was deleted.`, ADMIN_TOAST);
        return true;
      } catch (err) {
        failure('delete the template', err);
        return false;
      }
    },
  };
}
