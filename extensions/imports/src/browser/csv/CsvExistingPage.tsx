import { CsvImportWizard } from './CsvImportWizard.tsx';

/** `/csv-import-to-exists-model` (shell.md §2): CSV into a class of a model the user may change. */
export default function CsvExistingPage() {
  return <CsvImportWizard mode="existing" />;
}
