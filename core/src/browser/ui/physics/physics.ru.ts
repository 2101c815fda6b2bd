/** Shell texts of the graph physics panel (domain.md §3, §9), Russian. Keys mirror physics.en.ts. */
export const physicsRu = {
  physics: {
    title: 'Физика графа',
    open: 'Физика',
    live: 'Живая физика',
    apply: 'Разложить заново',
    reset: 'По умолчанию',
    close: 'Закрыть',
    gravitationalConstant: 'Гравитационная постоянная',
    centralGravity: 'Центральная гравитация',
    springLength: 'Длина пружины',
    springConstant: 'Жёсткость пружины',
    damping: 'Затухание',
    maxVelocity: 'Максимальная скорость',
    minVelocity: 'Минимальная скорость',
    timestep: 'Шаг времени',
  },
};
