import {
  ArchiveRegular,
  CheckmarkCircleRegular,
  CheckmarkRegular,
  CircleRegular,
  ClockRegular,
  DismissCircleRegular,
  EditRegular,
  EyeRegular,
  PlayRegular,
  StarRegular,
  type FluentIcon,
} from '@fluentui/react-icons';

/** The Fluent icon names a stage may carry (PROP.icon holds the name without `Regular`). */
const ICONS: Record<string, FluentIcon> = {
  Archive: ArchiveRegular,
  Checkmark: CheckmarkRegular,
  CheckmarkCircle: CheckmarkCircleRegular,
  Clock: ClockRegular,
  DismissCircle: DismissCircleRegular,
  Edit: EditRegular,
  Eye: EyeRegular,
  Play: PlayRegular,
  Star: StarRegular,
};

/** A stage's icon in its colour; an unknown or missing name shows a circle. */
export function StageIcon(props: { icon: string | null; color: string | null }) {
  const Icon = (props.icon && ICONS[props.icon.replace(/Regular$/, '')]) || CircleRegular;
  return <Icon aria-hidden="true" style={props.color ? { color: props.color } : undefined} />;
}
