import { useState } from 'react';
import { Dropdown, Field, Option, Text } from '@fluentui/react-components';
import { FormDialog, Services, useService, useT } from '@ontobench/sdk';
import type { DiagramDto } from '../../../common/diagram/api.ts';
import { createVersion } from '../api.ts';
import { STAGES } from '../model/stage.ts';

/** «Новая версия»: asks for the stage, makes the version from the saved diagram (issue 17 item 4). */
export function NewVersionDialog(props: {
  diagram: DiagramDto;
  onClose: () => void;
  onCreated: (created: DiagramDto) => void;
}) {
  const { t } = useT();
  const http = useService(Services.Http);
  const [stage, setStage] = useState<string>(STAGES[0]);
  return (
    <FormDialog
      title={t('versions.panel.createTitle')}
      submitLabel={t('versions.panel.create')}
      cancelLabel={t('versions.panel.cancel')}
      failureHeading={t('versions.panel.createFailed')}
      onClose={props.onClose}
      onSubmit={() => createVersion(http, props.diagram.id, stage).then(props.onCreated)}
      testId="diagram-version-dialog"
      submitTestId="diagram-version-create"
    >
      <Text>{t('versions.panel.createHint', { number: props.diagram.versionNumber })}</Text>
      <Field label={t('versions.panel.stageLabel')}>
        <Dropdown
          data-testid="diagram-version-stage"
          value={t(`versions.stage.${stage}`)}
          selectedOptions={[stage]}
          onOptionSelect={(_, data) => data.optionValue && setStage(data.optionValue)}
        >
          {STAGES.map((code) => (
            <Option key={code} value={code}>
              {t(`versions.stage.${code}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </FormDialog>
  );
}
