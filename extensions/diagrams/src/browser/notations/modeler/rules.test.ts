import { describe, expect, it } from 'vitest';
import { notationElement, type NotationDto, type NotationElementDto } from '../../../common/notation/api.ts';
import type { CanvasElement } from './canvas-types.ts';
import { connectorModule } from './connector.ts';
import { rulesModule } from './rules.ts';
import { documentT, refusalText } from './texts.ts';

/** A stand-in of diagram-js's event bus: listeners by event, fired by hand as the connect tool fires them. */
class FakeBus {
  private readonly listeners = new Map<string, ((event: unknown) => unknown)[]>();
  on(events: string | string[], _priority: number, callback: (event: unknown) => unknown, that?: unknown) {
    for (const name of Array.isArray(events) ? events : [events])
      this.listeners.set(name, [...(this.listeners.get(name) ?? []), that ? callback.bind(that) : callback]);
  }
  fire(name: string, event: Record<string, unknown>): unknown {
    let result: unknown;
    for (const listener of this.listeners.get(name) ?? []) {
      const answer = listener(event);
      if (answer !== undefined) result = answer;
    }
    return result;
  }
}

const kind = (over: Partial<NotationElementDto>): NotationElementDto => ({
  id: over.elementCode!,
  ...notationElement({ name: over.elementCode!, elementCode: '', shape: 'rectangle', ...over }),
});

const NOTATION: NotationDto = {
  id: 'n',
  name: 'Оргструктура',
  author: null,
  access: 'edit',
  elements: [
    kind({ elementCode: 'link', name: 'Подчинение', elementClass: 'bpmn:SequenceFlow', isConnector: true }),
    kind({ elementCode: 'unit', name: 'Подразделение', allowedTargets: ['unit', 'post'], disableReflexiveEdges: true }),
    kind({ elementCode: 'post', name: 'Должность', maxIncoming: 1, allowedTargets: ['emp'] }),
    kind({ elementCode: 'emp', name: 'Сотрудник', maxOutgoing: 0 }),
  ],
};

const node = (id: string, code: string | null): CanvasElement => {
  const attrs: Record<string, unknown> = { 'ontobench:code': code };
  return {
    id,
    type: 'bpmn:Task',
    businessObject: {
      get: (name: string) => attrs[name],
      set: (name: string, value: unknown) => (attrs[name] = value),
    },
    incoming: [],
    outgoing: [],
  };
};

function setUp() {
  const said: string[] = [];
  const bus = new FakeBus();
  const module = rulesModule(NOTATION, (text) => said.push(text), documentT('ru'));
  const [, Rules] = module.notationRules as [string, new (bus: FakeBus) => unknown];
  new Rules(bus);
  const allowed = (source: CanvasElement, target: CanvasElement) =>
    bus.fire('commandStack.connection.create.canExecute', { context: { source, target } });
  /** The connect tool: start at `source`, hover `target` (tried both ways, as diagram-js does), let go. */
  const drag = (source: CanvasElement, target: CanvasElement) => {
    const context: Record<string, unknown> = { start: source };
    bus.fire('connect.start', { context });
    bus.fire('connect.hover', { context });
    let canExecute = allowed(source, target);
    if (canExecute === false) canExecute = allowed(target, source);
    context.canExecute = canExecute !== false;
    bus.fire('connect.end', { context });
    bus.fire('connect.cleanup', { context });
    return canExecute !== false;
  };
  return { said, allowed, drag };
}

describe('the notation rules module (domain.md §3 connection rules; issue 17 item 2)', () => {
  it('refuses what connectionAllowed refuses and says why, once, on the drop', () => {
    const { said, drag } = setUp();
    const unit = node('Unit', 'unit');
    const emp = node('Emp', 'emp');
    expect(drag(emp, unit)).toBe(false);
    expect(said).toEqual(['Связь не разрешена: «Сотрудник» ни с чем не соединяется']);
  });

  it('does not turn a refused connection round (bpmn-js tries target → source)', () => {
    const { drag } = setUp();
    // unit → post is allowed, but the user drew post → unit, which the notation forbids.
    expect(drag(node('Post', 'post'), node('Unit', 'unit'))).toBe(false);
  });

  it('counts the connections already there (maximum incoming) and forbids self-loops', () => {
    const { said, drag } = setUp();
    const post = node('Post', 'post');
    post.incoming = [node('Flow', null)];
    expect(drag(node('Unit', 'unit'), post)).toBe(false);
    const unit = node('Unit2', 'unit');
    expect(drag(unit, unit)).toBe(false);
    expect(said).toEqual([
      'Связь не разрешена: у «Должность» не больше 1 входящих связей',
      'Связь не разрешена: «Подразделение» нельзя соединить с самим собой',
    ]);
  });

  it('leaves allowed connections and plain BPMN elements to the BPMN rules (no answer of its own)', () => {
    const { said, allowed } = setUp();
    expect(allowed(node('Unit', 'unit'), node('Post', 'post'))).toBeUndefined();
    expect(allowed(node('A', null), node('B', null))).toBeUndefined();
    expect(said).toEqual([]);
  });

  it('says the reasons in English on an English page', () => {
    expect(refusalText({ kind: 'maxOutgoing', source: 'Employee', limit: 0 }, documentT('en'))).toBe(
      'Connection not allowed: “Employee” connects to nothing',
    );
  });
});

describe('the connector module (domain.md §3 "isConnector")', () => {
  const created = (source: CanvasElement, target: CanvasElement) => {
    const bus = new FakeBus();
    const [, Connector] = connectorModule(NOTATION).notationConnector as [string, new (bus: FakeBus) => unknown];
    new Connector(bus);
    const connection = node('Flow', null);
    bus.fire('commandStack.connection.create.postExecute', { context: { connection, source, target } });
    return connection.businessObject.get!('ontobench:code');
  };

  it("gives a connection between two of the notation's nodes the connector's code", () => {
    expect(created(node('Unit', 'unit'), node('Post', 'post'))).toBe('link');
  });

  it('leaves a connection to a plain BPMN element alone', () => {
    expect(created(node('Unit', 'unit'), node('Task', null))).toBeNull();
  });
});
