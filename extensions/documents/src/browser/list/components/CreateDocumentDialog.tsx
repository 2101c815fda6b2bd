import { CreateObjectDialog, type NewObject } from '@ontobench/sdk';
import { DOC_CLASS } from '../../../common/schema.ts';

/** A new document: its name and its class's obligatory fields (the SDK's `NewObject`). */
export type NewDocument = NewObject;

/** "Create document": asks for the name (and any obligatory field of the class), then the list creates it. */
export function CreateDocumentDialog(props: { onClose(): void; onCreate(request: NewDocument): Promise<void> }) {
  return (
    <CreateObjectDialog
      classId={DOC_CLASS.Document}
      textKeys="list.create"
      testIdPrefix="doc"
      onClose={props.onClose}
      onCreate={props.onCreate}
    />
  );
}
