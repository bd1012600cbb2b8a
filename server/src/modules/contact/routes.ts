import { sendContactMessageEndpoint } from '@/contracts/contact';
import { registerEndpoint } from '../../http/endpoint';
import type { Module } from '../module';
import { sendContactMessage } from './service';

export const contactModule: Module = async (app, context) => {
  registerEndpoint(app, sendContactMessageEndpoint, async (input) => ({
    status: 201,
    body: { data: await sendContactMessage(context, input) },
  }));
};
