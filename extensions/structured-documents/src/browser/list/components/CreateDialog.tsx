import { CreateObjectDialog, type NewObject } from '@ontobench/sdk';
import { SDOC_CLASS } from '../../../common/classes.ts';

/** "Create document": asks for the name and the class's obligatory fields; `onCreate` makes the document. */
export function CreateDialog(props: { onClose(): void; onCreate(request: NewObject): Promise<void> }) {
  return (
    <CreateObjectDialog
      classId={SDOC_CLASS.StructuredDocument}
      textKeys="list.create"
      testIdPrefix="sdoc"
      onClose={props.onClose}
      onCreate={props.onCreate}
    />
  );
}
