import { describe, expect, it } from 'vitest';
import { CLASS } from '@ontobench/sdk';
import { openPath } from './open-path.ts';

const OBJ = '11111111-1111-4111-8111-111111111111';
const KLASS = '22222222-2222-4222-8222-222222222222';
const ontologyRoutes = new Set(['/class_list/:term_id?', '/scalar_list/:term_id?', '/examp_list/:class_id?']);

describe('where a found object opens (issue 18 item 6: quick-launch style opening)', () => {
  it('opens by the quick-launch kind whose classes hold the object’s class', () => {
    const kinds = [
      { classIds: ['other'], open: '/nowhere/:id' },
      { classIds: [KLASS], open: '/things/:class/:id' },
    ];
    expect(openPath({ id: OBJ, classId: KLASS }, kinds, new Set())).toBe(`/things/${KLASS}/${OBJ}`);
  });

  it('else a class or a property opens in its list, an individual in its class’s list', () => {
    expect(openPath({ id: OBJ, classId: CLASS.Class }, [], ontologyRoutes)).toBe(`/class_list/${OBJ}`);
    expect(openPath({ id: OBJ, classId: CLASS.DataProperty }, [], ontologyRoutes)).toBe(`/scalar_list/${OBJ}`);
    expect(openPath({ id: OBJ, classId: KLASS }, [], ontologyRoutes)).toBe(`/examp_list/${KLASS}?inst=${OBJ}`);
  });

  it('nowhere without a kind and without the ontology area', () => {
    expect(openPath({ id: OBJ, classId: KLASS }, [], new Set())).toBeNull();
    expect(openPath({ id: OBJ, classId: CLASS.ObjectProperty }, [], ontologyRoutes)).toBeNull();
  });
});
