import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { refusalAtField, refusalIn, translatedErrorText, useObjectsT } from '../objects/form-texts.ts';
import type { FormDialogField, FormDialogProblems, FormDialogProps } from './form-dialog-types.ts';

/** The first control of a field, the one the keyboard goes to. */
const CONTROL = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

function fieldElement(root: HTMLElement | null, name: string): HTMLElement | null {
  if (!root) return null;
  for (const el of root.querySelectorAll<HTMLElement>('[data-form-field]'))
    if (el.dataset.formField === name) return el;
  return null;
}

function isPromise<T>(value: unknown): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/**
 * The one frame of the workbench's small form dialogs (docs/sdk.md, "FormDialog"): title, fields,
 * submit and cancel. Enter in a one-line field submits, Escape cancels, the first field has the focus
 * when it appears. `onSubmit` answers the problems its own check found (nothing is sent then) or runs
 * the write: while it runs the submit button is busy; a refusal it throws is translated
 * (common/validation/refusals.ts) and shown at its field when the dialog has that field, otherwise
 * under the form with the failure's heading, as the object form shows them.
 */
export function FormDialog(props: FormDialogProps) {
  const { t, shellT, language } = useObjectsT();
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** The focus went to a field once: fields appearing later (loaded, or a lazy chunk) do not take it. */
  const focused = useRef(false);
  const open = props.open ?? true;

  const focusField = useCallback((name?: string) => {
    const root = formRef.current;
    const field = name ? fieldElement(root, name) : root?.querySelector<HTMLElement>('[data-form-field]');
    const control = field?.querySelector<HTMLElement>(CONTROL) ?? (name ? null : root?.querySelector(CONTROL));
    if (control) {
      control.focus();
      focused.current = true;
    }
  }, []);

  // The first field takes the focus when it appears: at once, or once the dialog's data has loaded.
  useEffect(() => {
    if (!open) {
      focused.current = false;
      return;
    }
    if (focused.current) return;
    focusField();
    if (focused.current || !formRef.current) return;
    const watch = new MutationObserver(() => {
      focusField();
      if (focused.current) watch.disconnect();
    });
    watch.observe(formRef.current, { childList: true, subtree: true });
    return () => watch.disconnect();
  });

  const show = (found: FormDialogProblems | null | undefined | void) => {
    if (!found) return false;
    if (typeof found === 'string') {
      setProblem(found);
      return true;
    }
    const names = Object.keys(found).filter((k) => found[k]);
    if (names.length === 0) return false;
    setProblems(found);
    // The keyboard goes where the first problem is, in the order the fields are drawn.
    const fields = [...(formRef.current?.querySelectorAll<HTMLElement>('[data-form-field]') ?? [])];
    const first = fields.map((f) => f.dataset.formField!).find((n) => names.includes(n)) ?? names[0]!;
    focusField(first);
    return true;
  };

  const failed = (error: unknown) => {
    const refusal = refusalIn(error);
    const atField = refusal?.field && fieldElement(formRef.current, refusal.field) ? refusal.field : null;
    if (refusal && atField) {
      show({ [atField]: refusalAtField(t, refusal, language) });
      return;
    }
    const label = refusal?.field ? props.fieldLabels?.[refusal.field] : undefined;
    setProblem(translatedErrorText(t, error, props.failureHeading, label));
  };

  const submit = () => {
    if (busy || props.submitDisabled) return;
    setProblems({});
    setProblem(null);
    let outcome: ReturnType<FormDialogProps['onSubmit']>;
    try {
      outcome = props.onSubmit();
    } catch (error) {
      return failed(error);
    }
    // A check that answers at once shows at once (no turn of the event loop between the press and the message).
    if (!isPromise<FormDialogProblems | null | undefined | void>(outcome)) return void show(outcome);
    setBusy(true);
    outcome.then(
      (found) => {
        setBusy(false);
        show(found);
      },
      (error: unknown) => {
        setBusy(false);
        failed(error);
      },
    );
  };

  // Enter in a one-line field submits, also where the browser would not (a form without a second
  // field, jsdom); a control that used the key itself (a combobox choosing an option) has prevented it.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (!(target instanceof HTMLInputElement) || ['button', 'submit', 'reset', 'file'].includes(target.type)) return;
    event.preventDefault();
    submit();
  };

  const field: FormDialogField = {
    props: (name, own) => {
      const message = problems[name] || own || undefined;
      return {
        'data-form-field': name,
        validationState: message ? 'error' : 'none',
        validationMessage: message,
        // A problem goes once the user changes the field.
        onChange: () => problems[name] && setProblems(({ [name]: _gone, ...rest }) => rest),
      };
    },
    clear: (name) => (name === undefined ? setProblem(null) : setProblems(({ [name]: _gone, ...rest }) => rest)),
  };

  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface
        style={{ maxWidth: props.width ?? 480 }}
        data-testid={props.testId}
        aria-describedby={undefined}
        aria-busy={busy || undefined}
      >
        <form
          ref={formRef}
          noValidate
          onKeyDown={onKeyDown}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogContent style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              {typeof props.children === 'function' ? props.children(field) : (props.children as ReactNode)}
              {problem && (
                <MessageBar intent="error" data-testid={props.problemTestId ?? 'form-dialog-problem'}>
                  <MessageBarBody style={{ whiteSpace: 'pre-line' }}>{problem}</MessageBarBody>
                </MessageBar>
              )}
              {props.footer}
            </DialogContent>
            <DialogActions>
              <Button
                appearance="primary"
                type="submit"
                disabled={busy || props.submitDisabled}
                data-testid={props.submitTestId}
              >
                {props.submitLabel}
              </Button>
              <Button onClick={props.onClose}>{props.cancelLabel ?? shellT('chrome.confirm.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
