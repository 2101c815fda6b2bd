import { useId, useState } from 'react';
import {
  Button,
  Caption1,
  Checkbox,
  ColorSwatch,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Label,
  MessageBar,
  MessageBarBody,
  Spinner,
  SwatchPicker,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Services, useRoles, useService, useT, type DialogControl } from '@ontobench/sdk';
import { TAG_COLOR_PATTERN, TAG_NAME_MAX, TAG_SWATCHES, type TagView } from '../../../common/tags/api.ts';
import { createTag, updateTag } from '../api.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  color: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  roles: { display: 'flex', flexDirection: 'column', maxHeight: '200px', overflowY: 'auto' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * Creates a tag or edits one (issue 21 item 6; domain.md §3 Tag): a name, a colour from Fluent's
 * swatches or any `#rrggbb`, and the roles it is shared with. The server checks everything again; its
 * Russian reason shows in the dialog. Enter in the name saves, Esc cancels. Closes with the saved tag.
 */
export function TagDialog({ tag, dialog }: { tag?: TagView; dialog: DialogControl<TagView> }) {
  const { t } = useT();
  const styles = useStyles();
  const http = useService(Services.Http);
  const [name, setName] = useState(tag?.name ?? '');
  const [color, setColor] = useState(tag?.color ?? TAG_SWATCHES[7]!);
  const rolesLabel = useId();
  const rolesHint = useId();
  const [roles, setRoles] = useState<string[]>(tag?.availableToRoles.map((r) => r.id) ?? []);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The SDK's one list of roles (the roles page shows the same); a tag is shared with active ones only.
  const all = useRoles();
  const choices = all.status === 'ready' ? { ...all, value: all.value.filter((r) => !r.notActive) } : all;

  const nameProblem = name.trim() === '' ? t('tags.dialog.nameRequired') : null;
  const colorProblem = TAG_COLOR_PATTERN.test(color) ? null : t('tags.dialog.colorInvalid');
  const save = async () => {
    if (nameProblem || colorProblem || saving) return;
    setSaving(true);
    setProblem(null);
    try {
      const input = { name: name.trim(), color, availableToRoles: roles };
      dialog.close(tag ? await updateTag(http, tag.id, input) : await createTag(http, input));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setSaving(false);
    }
  };
  const toggleRole = (id: string, on: boolean) => setRoles(on ? [...roles, id] : roles.filter((r) => r !== id));

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && dialog.close()}>
      <DialogSurface aria-describedby={undefined} data-testid="tag-dialog">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <DialogBody>
            <DialogTitle>{tag ? t('tags.dialog.editTitle') : t('tags.dialog.createTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('tags.dialog.name')} required validationMessage={name === '' ? undefined : nameProblem}>
                <Input
                  value={name}
                  maxLength={TAG_NAME_MAX}
                  onChange={(_, d) => setName(d.value)}
                  autoFocus
                  data-testid="tag-name"
                />
              </Field>
              <Field label={t('tags.dialog.color')} validationMessage={colorProblem}>
                <div className={styles.color}>
                  <SwatchPicker
                    aria-label={t('tags.dialog.color')}
                    layout="grid"
                    selectedValue={color}
                    onSelectionChange={(_, d) => setColor(d.selectedValue)}
                  >
                    {TAG_SWATCHES.map((swatch) => (
                      <ColorSwatch key={swatch} color={swatch} value={swatch} aria-label={swatch} />
                    ))}
                  </SwatchPicker>
                  <input
                    type="color"
                    value={TAG_COLOR_PATTERN.test(color) ? color : '#000000'}
                    onChange={(event) => setColor(event.target.value)}
                    aria-label={t('tags.dialog.customColor')}
                    data-testid="tag-color"
                  />
                </div>
              </Field>
              {/* A group of its own, not a Field: a Field hands its one id to every checkbox in it, so each
                  label pointed at the first role's box (a click on «Методисты» ticked another role). */}
              <div className={styles.group}>
                <Label id={rolesLabel}>{t('tags.dialog.roles')}</Label>
                <Caption1 id={rolesHint} className={styles.hint}>
                  {t('tags.dialog.rolesHint')}
                </Caption1>
                <div
                  className={styles.roles}
                  role="group"
                  aria-labelledby={rolesLabel}
                  aria-describedby={rolesHint}
                  data-testid="tag-roles"
                >
                  {choices.status === 'loading' && <Spinner size="tiny" label={t('tags.dialog.rolesLoading')} />}
                  {choices.status === 'failed' && <span>{t('tags.dialog.rolesFailed')}</span>}
                  {choices.status === 'ready' && choices.value.length === 0 && <span>{t('tags.dialog.noRoles')}</span>}
                  {choices.status === 'ready' &&
                    choices.value.map((role) => (
                      <Checkbox
                        key={role.id}
                        label={role.name}
                        checked={roles.includes(role.id)}
                        onChange={(_, d) => toggleRole(role.id, d.checked === true)}
                        data-testid={`tag-role-${role.id}`}
                      />
                    ))}
                </div>
              </div>
              {problem && (
                <MessageBar intent="error" data-testid="tag-dialog-error">
                  <MessageBarBody>{problem}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={() => dialog.close()}>
                {t('tags.dialog.cancel')}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={!!nameProblem || !!colorProblem || saving}
                data-testid="tag-save"
              >
                {saving ? t('tags.dialog.saving') : t('tags.dialog.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
