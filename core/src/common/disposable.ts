/** Something that can be undone: a registration, a subscription, a listener. */
export interface Disposable {
  dispose(): void;
}

export const Disposable = {
  create(fn: () => void): Disposable {
    let done = false;
    return {
      dispose() {
        if (done) return;
        done = true;
        fn();
      },
    };
  },
  /** Disposes every item, last registered first; one failing item does not stop the rest. */
  all(items: Iterable<Disposable>): Disposable {
    const list = [...items];
    return Disposable.create(() => {
      const errors: unknown[] = [];
      for (const item of list.reverse()) {
        try {
          item.dispose();
        } catch (error) {
          errors.push(error);
        }
      }
      if (errors.length > 0) throw new AggregateError(errors, 'Some disposables failed');
    });
  },
};
