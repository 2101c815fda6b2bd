import { UUID_PATTERN } from '@ontobench/sdk/common';
import { HttpError } from '@ontobench/sdk/node';
import { PORTFOLIO_LIMITS, type PortfolioProjectInput } from '../../common/portfolio/api.ts';

const TEXTS = {
  body: 'Ожидается объект с полями проекта',
  name: `Название проекта: непустой текст до ${PORTFOLIO_LIMITS.name} символов`,
  description: `Описание проекта: текст до ${PORTFOLIO_LIMITS.description} символов`,
  links: `Ссылки проекта: список идентификаторов, не больше ${PORTFOLIO_LIMITS.links}`,
};

/** A project's fields from a request body (a 400 naming the field otherwise); `partial`: PATCH. */
export function projectInput(body: unknown, partial: boolean): PortfolioProjectInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, TEXTS.body);
  const b = body as Record<string, unknown>;
  const input: PortfolioProjectInput = {};
  if (b.name !== undefined || !partial) {
    const name = typeof b.name === 'string' ? b.name.trim() : '';
    if (name === '' || name.length > PORTFOLIO_LIMITS.name) throw new HttpError(400, TEXTS.name);
    input.name = name;
  }
  if (b.description !== undefined) {
    if (typeof b.description !== 'string' || b.description.length > PORTFOLIO_LIMITS.description)
      throw new HttpError(400, TEXTS.description);
    input.description = b.description;
  }
  if (b.links !== undefined) {
    const links = b.links;
    if (
      !Array.isArray(links) ||
      links.length > PORTFOLIO_LIMITS.links ||
      links.some((id) => typeof id !== 'string' || !UUID_PATTERN.test(id))
    )
      throw new HttpError(400, TEXTS.links);
    input.links = [...new Set((links as string[]).map((id) => id.toLowerCase()))];
  }
  return input;
}
