// Fluent's Tooltip with its positioning (floating-ui), portal and motion: fetched at the first hover or
// focus of a control that has one (LazyTooltip.tsx), never for the first paint.
export { Tooltip } from '@fluentui/react-components';
