import { useState } from 'react';
import type { Template } from '../../../common/contracts/templates';
import { ConfirmDialog, ConfirmThumbnailNote } from '../../components/ui/confirm-dialog';
import { TextField } from '../../components/ui/text-field';
import { TextAreaField } from '../../components/ui/text-area-field';

type EditProps = {
  template: Template | null;
  busy: boolean;
  onSave: (t: Template, patch: { name: string; description: string; prompt: string }) => void;
  onClose: () => void;
};

/** Edit a template's name, description and prompt. Keyed by the template: each one opens afresh. */
export function EditTemplateDialog({ template, busy, onSave, onClose }: EditProps) {
  const [fields, setFields] = useState({
    name: template?.name ?? '',
    description: template?.description ?? '',
    prompt: template?.prompt ?? '',
  });
  const [tried, setTried] = useState(false);
  const missing = { name: !fields.name.trim(), description: !fields.description.trim(), prompt: !fields.prompt.trim() };
  const submit = () => {
    setTried(true);
    if (!template || missing.name || missing.description || missing.prompt) return;
    onSave(template, {
      name: fields.name.trim(),
      description: fields.description.trim(),
      prompt: fields.prompt.trim(),
    });
  };
  return (
    <ConfirmDialog
      subject={template}
      wide
      title="Edit template"
      busy={busy}
      confirmLabel="Save changes"
      busyLabel="Saving..."
      onConfirm={submit}
      onCancel={onClose}
    >
      {() => (
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <TextField
            label="Name"
            value={fields.name}
            maxLength={80}
            invalid={tried && missing.name}
            onChange={(e) => setFields({ ...fields, name: e.target.value })}
          />
          <TextAreaField
            label="Description"
            rows={3}
            maxLength={600}
            value={fields.description}
            invalid={tried && missing.description}
            onChange={(e) => setFields({ ...fields, description: e.target.value })}
          />
          <TextAreaField
            label="Prompt"
            rows={5}
            maxLength={3000}
            value={fields.prompt}
            invalid={tried && missing.prompt}
            onChange={(e) => setFields({ ...fields, prompt: e.target.value })}
          />
          {tried && (missing.name || missing.description || missing.prompt) && (
            <p role="alert" className="text-sm text-red-700">
              Name, description and prompt are all required.
            </p>
          )}
        </form>
      )}
    </ConfirmDialog>
  );
}

type DeleteProps = { template: Template | null; busy: boolean; onConfirm: (t: Template) => void; onCancel: () => void };

/** Asks before deleting a template for good. */
export function DeleteTemplateDialog({ template, busy, onConfirm, onCancel }: DeleteProps) {
  return (
    <ConfirmDialog
      subject={template}
      title="Delete this template?"
      busy={busy}
      confirmLabel="Delete template"
      busyLabel="Deleting..."
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {(t) => (
        <ConfirmThumbnailNote src={t.image}>
          <strong className="font-semibold text-ink">{t.name}</strong> will be removed from the shop. Orders and library
          images made with it keep working. To take it off the shop for now, hide it instead.
        </ConfirmThumbnailNote>
      )}
    </ConfirmDialog>
  );
}
