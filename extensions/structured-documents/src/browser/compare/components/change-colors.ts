import { makeStyles, tokens } from '@fluentui/react-components';

/** Each change's colour: a background and a bar at the start, always beside its word (never colour alone). */
export const useChangeStyles = makeStyles({
  added: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    borderLeft: `4px solid ${tokens.colorPaletteGreenBorderActive}`,
  },
  removed: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    borderLeft: `4px solid ${tokens.colorPaletteRedBorderActive}`,
  },
  changed: {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    borderLeft: `4px solid ${tokens.colorPaletteYellowBorderActive}`,
  },
  moved: {
    backgroundColor: tokens.colorPaletteBlueBackground2,
    borderLeft: `4px solid ${tokens.colorPaletteBlueBorderActive}`,
  },
  same: { borderLeft: '4px solid transparent' },
});
