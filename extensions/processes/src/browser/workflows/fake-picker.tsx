import type { PickedObject } from '@ontobench/sdk';

/** A stand-in for the SDK's ObjectPicker (which searches the store): a button that picks `PICKED`. */
export const PICKED: PickedObject = { id: 'obj-1', name: 'Договор № 7' };
export function FakePicker(props: { onChange: (value: PickedObject | null) => void; 'data-testid'?: string }) {
  return (
    <button type="button" data-testid={props['data-testid']} onClick={() => props.onChange(PICKED)}>
      выбрать
    </button>
  );
}
