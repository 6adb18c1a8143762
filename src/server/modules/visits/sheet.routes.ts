import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  agentSignSchema,
  pngDataUrlBytes,
  sheetCodeSchema,
  sheetOpenSchema,
  type VisitSheetResponse,
  visitSheetApi,
  visitSheetPaths,
  visitSheetTexts,
} from '../../../shared/visit-sheet';
import {
  MAX_SIGNATURE_BYTES,
  sheetVisitorSchema,
  visitApiTexts,
  visitPaths,
  visitTexts,
} from '../../../shared/visits';
import type { AppDeps, AppEnv } from '../../context';
import { cacheControl } from '../../http/cache';
import { requireAgency } from '../../http/require-agency';
import { csrfProtection } from '../../http/security';
import { readJson } from '../../http/validate';
import { visitByManageToken } from './manage-token';
import { queueSheetMail, sendSheetCode } from './sheet-mail';
import { SHEET_REFERRER_POLICY, sheetNotFoundPage, sheetPage } from './sheet-page';
import {
  addSheetSigner,
  agentNameOf,
  getVisitSheet,
  issueSheetCode,
  maskContact,
  openVisitSheet,
  renewSheetLink,
  type SheetState,
  type SheetStepError,
  SIGNATURE_ERRORS,
  sheetByToken,
  sheetPdfOf,
  sheetPdfOfVisit,
  signingContext,
  signSheetAsAgent,
  verifySheetCode,
} from './sheet-store';
import { memberIdOf } from './visit-settings';
import { signatureImageError } from './visit-sheet';

/** Room for a signature at its cap as a base64 data URL, plus the form's other fields. */
const SIGN_BODY_BYTES = Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 16 * 1024;
/** The "done" query of the page after a step (Post/Redirect/Get). */
const DONE = { enviado: 'sent', confirmado: 'confirmed', firmado: 'signed' } as const;

const pdfResponse = (c: Context, pdf: Uint8Array, filename: string) => {
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `attachment; filename="${filename}"`);
  c.header('Cache-Control', cacheControl.never);
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(new Uint8Array(pdf));
};

/**
 * The signed parte de visita: the agency's API (open, new link, sign, PDF; its session, its
 * visits only) and the visitor's signing page `/parte/{token}` (no account: the token from the QR
 * is the proof; a forged, altered or expired one is a Spanish 404). The visitor's signed copy
 * also downloads from their visit's own link, `/visita/{token}/parte.pdf`.
 * No per-address limit here: several visitors may sign from one office's network, and what could
 * be abused is capped on the sheet itself (codes sent and tried per link, signers per sheet),
 * behind a 256-bit link that only the agent's screen shows.
 */
export function visitSheetRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const signedIn = requireAgency(deps);
  const sheetDeps = { db, secret: deps.secret, publicUrl: deps.env.PUBLIC_URL };

  const html = (c: Context, body: string, status: 200 | 404 | 409 | 413 | 422 | 429 = 200) => {
    c.header('Cache-Control', cacheControl.never);
    c.header('Referrer-Policy', SHEET_REFERRER_POLICY);
    c.header('X-Robots-Tag', 'noindex');
    return c.html(body, status);
  };

  const render = async (
    c: Context,
    token: string,
    extra: {
      done?: string;
      error?: string;
      errors?: Record<string, string>;
      values?: Record<string, string>;
    } = {},
    status: 200 | 409 | 422 | 429 = 200,
  ) => {
    const sheet = await sheetByToken(db, token);
    const ctx = sheet && (await signingContext(db, sheet));
    if (!sheet || !ctx) return html(c, sheetNotFoundPage(), 404);
    const contacts = [
      ctx.visit.visitorEmail && {
        kind: 'email' as const,
        masked: maskContact('email', ctx.visit.visitorEmail),
      },
      ctx.visit.visitorPhone && {
        kind: 'phone' as const,
        masked: maskContact('phone', ctx.visit.visitorPhone),
      },
    ].filter((x): x is { kind: 'email' | 'phone'; masked: string } => Boolean(x));
    const waiting = sheet.codeHash && sheet.codeExpiresAt && sheet.codeExpiresAt > new Date();
    return html(
      c,
      sheetPage({
        token,
        agency: sheet.agencyIdentity,
        address: sheet.address,
        reference: sheet.propertyReference,
        startAt: ctx.visit.startAt,
        status: sheet.status,
        step: sheet.contactConfirmedAt ? 'sign' : 'code',
        contacts,
        codeSentTo:
          waiting && sheet.contactKind && sheet.contactValue
            ? maskContact(sheet.contactKind, sheet.contactValue)
            : null,
        signers: ctx.signers,
        ...extra,
      }),
      status,
    );
  };

  const refused = (c: Context, token: string, e: SheetStepError, values?: Record<string, string>) =>
    e.message === visitSheetTexts.linkInvalid
      ? html(c, sheetNotFoundPage(), 404)
      : render(
          c,
          token,
          { ...(e.field ? { errors: { [e.field]: e.message } } : { error: e.message }), values },
          e.field ? 422 : 409,
        );

  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  /** The sheet as the signed-in member sees it: with the name their signature shows. */
  const withAgent = async (c: Context<AppEnv>, state: SheetState): Promise<VisitSheetResponse> => ({
    ...state,
    agentName: await agentNameOf(db, c.get('user').id),
  });

  return new Hono<AppEnv>()
    .get(visitSheetApi.sheet, signedIn, async (c) => {
      c.header('Cache-Control', cacheControl.private);
      return c.json(
        await withAgent(c, await getVisitSheet(sheetDeps, c.get('agency').id, c.req.param('id'))),
      );
    })
    .post(visitSheetApi.sheet, signedIn, async (c) => {
      const { address } = await readJson(c, sheetOpenSchema);
      const agencyId = c.get('agency').id;
      const memberId = await memberIdOf(db, agencyId, c.get('user').id);
      return c.json(
        await withAgent(
          c,
          await openVisitSheet(sheetDeps, { agencyId, memberId, visitId: c.req.param('id'), address }),
        ),
      );
    })
    .post(visitSheetApi.link, signedIn, async (c) =>
      c.json(await withAgent(c, await renewSheetLink(sheetDeps, c.get('agency').id, c.req.param('id')))),
    )
    .post(visitSheetApi.sign, signedIn, async (c) => {
      const { signature, agentName } = await readJson(c, agentSignSchema);
      const agencyId = c.get('agency').id;
      const visitId = c.req.param('id');
      const response = await signSheetAsAgent(sheetDeps, {
        agencyId,
        userId: c.get('user').id,
        visitId,
        signature: pngDataUrlBytes(signature),
        agentName,
      });
      // After the commit: the visitor's copy; a queue that fails leaves the signed sheet signed.
      if (response.sheet) await queueSheetMail(deps, response.sheet.id);
      return c.json(await withAgent(c, response));
    })
    .get(visitSheetApi.pdf, signedIn, async (c) => {
      const { pdf, filename } = await sheetPdfOf(db, c.get('agency').id, c.req.param('id'));
      return pdfResponse(c, pdf, filename);
    })
    .get(`${visitPaths.manage}/parte.pdf`, async (c) => {
      const visit = await visitByManageToken(db, c.req.param('token'));
      const found = visit && (await sheetPdfOfVisit(db, visit.id));
      if (!found) return html(c, sheetNotFoundPage(visitSheetTexts.noPdf), 404);
      return pdfResponse(c, found.pdf, found.filename);
    })
    .get(visitSheetPaths.sign, async (c) => {
      const token = c.req.param('token');
      const done = c.req.query('hecho') as keyof typeof DONE | undefined;
      const sheet = await sheetByToken(db, token);
      const message =
        done === 'confirmado'
          ? visitSheetTexts.confirmed
          : done === 'firmado'
            ? `${visitSheetTexts.savedSignature} ${visitSheetTexts.another}`
            : undefined;
      return render(c, token, sheet && message ? { done: message } : {});
    })
    .post(
      visitSheetPaths.sign,
      csrfProtection([deps.env.PUBLIC_URL]),
      bodyLimit({
        maxSize: SIGN_BODY_BYTES,
        onError: (c) => c.html(sheetNotFoundPage(visitTexts.signatureTooBig), 413),
      }),
      async (c) => {
        const token = c.req.param('token');
        if (!(await sheetByToken(db, token))) return html(c, sheetNotFoundPage(), 404);
        let body: Record<string, unknown>;
        try {
          body = await c.req.parseBody();
        } catch {
          body = {};
        }
        const action = str(body.action);
        const again = (done: keyof typeof DONE) =>
          c.redirect(`${visitSheetPaths.signOf(token)}?hecho=${done}`, 303);

        if (action === 'send') {
          const to = str(body.to);
          const issued = await issueSheetCode(
            sheetDeps,
            token,
            to === 'phone' || to === 'email' ? to : undefined,
          );
          if (!issued.ok) return refused(c, token, issued.error);
          const sent = await sendSheetCode(deps, issued.value);
          if (!sent) return render(c, token, { error: visitSheetTexts.sendFailed }, 409);
          return again('enviado');
        }
        if (action === 'verify') {
          const code = sheetCodeSchema.safeParse(str(body.code));
          if (!code.success) return render(c, token, { errors: { code: visitSheetTexts.codeFormat } }, 422);
          const checked = await verifySheetCode(sheetDeps, token, code.data);
          if (!checked.ok) return refused(c, token, checked.error);
          return again('confirmado');
        }
        if (action === 'sign') {
          const drawn = str(body.signature);
          const values = {
            name: str(body.name),
            idNumber: str(body.idNumber),
            firstVisit: str(body.firstVisit),
          };
          const parsed = sheetVisitorSchema.safeParse(values);
          const signature = drawn ? pngDataUrlBytes(drawn) : null;
          const signatureError = signatureImageError(drawn && !signature ? new Uint8Array([0]) : signature);
          if (!parsed.success || signatureError) {
            const errors: Record<string, string> = {};
            for (const issue of parsed.success ? [] : parsed.error.issues) {
              const field = String(issue.path[0] ?? '');
              errors[field] ??= issue.message;
            }
            if (signatureError) errors.signature = SIGNATURE_ERRORS[signatureError];
            // A good signature comes back with the page, so fixing a typo does not mean signing again.
            return render(
              c,
              token,
              { errors, values: { ...values, ...(!signatureError && { signature: drawn }) } },
              422,
            );
          }
          const added = await addSheetSigner(sheetDeps, token, parsed.data, signature);
          if (!added.ok) return refused(c, token, added.error, values);
          deps.logger.info({ token: 'redacted' }, 'visit sheet signed by a visitor');
          return again('firmado');
        }
        return render(c, token, { error: visitApiTexts.badTransition }, 422);
      },
    );
}
