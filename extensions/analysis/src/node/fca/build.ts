import { instanceRows, type GetDataReply } from '@ontobench/sdk/common';
import { HttpError, type DataReader } from '@ontobench/sdk/node';
import {
  FCA_MAX_ATTRIBUTES,
  FCA_MAX_CONCEPTS,
  FCA_MAX_OBJECTS,
  type FcaContextInfo,
  type FcaLatticeReply,
} from '../../common/fca/api.ts';
import { conceptLattice } from '../../common/fca/lattice.ts';
import { hasseLayout } from '../../common/fca/layout.ts';
import { TooManyConcepts } from '../../common/fca/next-closure.ts';
import { scaleContext, type StoreContext } from '../../common/fca/scale.ts';
import { readClassName, readProperties } from './definitions.ts';

/**
 * The formal context of a stored definition, read as the user: the individuals of the source class they
 * may read and the values of the chosen properties (scale.ts says how values become attributes). Over
 * 500 objects or 200 attributes it is a 400 that says so, before any concept is computed.
 */
export async function buildContext(read: DataReader, definition: FcaContextInfo): Promise<StoreContext> {
  // The class and properties may have become unreadable since: a 400 in words, not the data API's.
  await readClassName(read, definition.classId);
  const properties = await readProperties(
    read,
    definition.properties.map((p) => p.id),
  );
  const reply = (await read({
    act: 'get_data',
    class: definition.classId,
    fields: properties.map((p) => ({ prop: p.id })),
    limit: FCA_MAX_OBJECTS + 1,
  })) as GetDataReply;
  if (reply.count_rows > FCA_MAX_OBJECTS)
    throw new HttpError(
      400,
      `Контекст слишком велик: ${reply.count_rows} объектов, допустимо не больше ${FCA_MAX_OBJECTS}`,
    );
  const context = scaleContext(instanceRows(reply), properties);
  if (context.attributes.length > FCA_MAX_ATTRIBUTES)
    throw new HttpError(
      400,
      `Контекст слишком велик: ${context.attributes.length} признаков, допустимо не больше ${FCA_MAX_ATTRIBUTES}`,
    );
  return context;
}

/** The concept lattice of a context with its Hasse layout; over 2,000 concepts a 400 that says so. */
export function latticeOf(context: StoreContext): FcaLatticeReply {
  try {
    const lattice = conceptLattice(context, FCA_MAX_CONCEPTS);
    return {
      objects: [...context.objects],
      attributes: [...context.attributes],
      concepts: lattice.concepts,
      edges: lattice.edges,
      layout: hasseLayout(lattice),
    };
  } catch (error) {
    if (error instanceof TooManyConcepts)
      throw new HttpError(400, `Решётка слишком велика: больше ${FCA_MAX_CONCEPTS} понятий. Выберите меньше свойств`);
    throw error;
  }
}
