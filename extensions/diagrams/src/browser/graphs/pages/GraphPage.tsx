import { Page } from '@ontobench/sdk';

/** Placeholder until its part lands (issue 17). */
export default function GraphPage() {
  return <Page title="">{null}</Page>;
}
