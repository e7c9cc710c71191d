import { AdminPage } from '../../features/admin/admin-header';
import { TemplateAuthor } from '../../features/admin/template-author';
import { TemplateManager } from '../../features/admin/template-manager';

/** /upload-template: author a new style from a prompt, and manage the ones in the shop. */
export function UploadTemplatePage() {
  return (
    <AdminPage
      title="Upload a template"
      text={
        'Write a prompt, generate a preview from one of our reference pets, then add the new style ' +
        'to the shop. It appears on the home page straight away.'
      }
    >
      <TemplateAuthor />
      <TemplateManager />
    </AdminPage>
  );
}
