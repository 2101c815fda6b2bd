import { CsvImportWizard } from './CsvImportWizard.tsx';

/** `/csv-import` (shell.md §2): CSV into a new model whose class and properties come from the header. */
export default function CsvNewPage() {
  return <CsvImportWizard mode="new" />;
}
