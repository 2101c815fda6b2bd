import type { SeedContext } from '@ontobench/sdk/node';
import { seedNotationDemo } from '../notation/demo.ts';
import { seedBpmnDemo } from './bpmn-demo.ts';
import { seedReviewDiagram } from './review-demo.ts';
import { seedGraphDemo } from '../graph/demo.ts';

/**
 * The diagrams area's demo (issue 17 item 8; the review process of issue 19 item 8): the notations first (a diagram in the second notation needs
 * its notation), then the diagrams and the graph. Each part's demo finds what it binds to by name and
 * writes nothing when the sample ontology is missing.
 */
export async function seedDiagramsDemo(ctx: SeedContext): Promise<void> {
  // First, and needing no sample ontology: the processes area's demo (seeded after this one) publishes it.
  await seedReviewDiagram(ctx);
  await seedNotationDemo(ctx);
  await seedBpmnDemo(ctx);
  await seedGraphDemo(ctx);
}
