import { invalidRequest, missing } from './errors';
import { nested, text, type FormObject } from './form';
import { newId, type Delivery, type SandboxStore, type StripeObject } from './store';

/** What Stripe test mode reads from `evidence[uncategorized_text]` to decide a dispute at once. */
const OUTCOMES: Record<string, 'won' | 'lost'> = { winning_evidence: 'won', losing_evidence: 'lost' };

type Dispute = StripeObject & { status: string; payment_intent: string; evidence: FormObject };

/**
 * Disputes of the Stripe stand-in, as in Stripe test mode: a payment with the disputed test card
 * opens one (`charge.dispute.created`); submitting evidence `winning_evidence` or
 * `losing_evidence` closes it won or lost (`charge.dispute.closed`); closing it accepts the loss.
 */
export class SandboxDisputes {
  constructor(
    private readonly store: SandboxStore,
    private readonly options: { clock: () => Date; event: (type: string, object: StripeObject) => Delivery },
  ) {}

  private now = () => Math.floor(this.options.clock().getTime() / 1000);

  async open(intent: StripeObject): Promise<Dispute> {
    const dispute: Dispute = {
      id: newId('dp'),
      object: 'dispute',
      amount: intent.amount,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      reason: 'fraudulent',
      status: 'needs_response',
      is_charge_refundable: false,
      evidence: {},
      metadata: {},
      created: this.now(),
      livemode: false,
    };
    await this.store.save(dispute, this.options.event('charge.dispute.created', dispute));
    return dispute;
  }

  /** Stripe's `GET /v1/disputes?payment_intent=…`. */
  async list(form: FormObject) {
    const data = await this.store.list<Dispute>('dispute', 'payment_intent', text(form, 'payment_intent') ?? '');
    return { object: 'list', url: '/v1/disputes', has_more: false, data };
  }

  async get(id: string): Promise<Dispute> {
    const dispute = await this.store.get<Dispute>(id, 'dispute');
    if (!dispute) throw missing('dispute', id);
    return dispute;
  }

  async update(id: string, form: FormObject): Promise<Dispute> {
    const evidence = nested(form, 'evidence');
    const outcome = OUTCOMES[text(evidence, 'uncategorized_text') ?? ''];
    return this.decide(id, outcome ?? 'under_review', evidence);
  }

  close = (id: string) => this.decide(id, 'lost', {});

  private async decide(id: string, status: string, evidence: FormObject): Promise<Dispute> {
    const dispute = await this.get(id);
    if (!['needs_response', 'under_review', 'warning_needs_response'].includes(dispute.status)) {
      throw invalidRequest(`This dispute is already closed (${dispute.status}).`);
    }
    const next: Dispute = { ...dispute, status, evidence: { ...dispute.evidence, ...evidence } };
    const type = status === 'won' || status === 'lost' ? 'charge.dispute.closed' : 'charge.dispute.updated';
    await this.store.save(next, this.options.event(type, next));
    return next;
  }
}
