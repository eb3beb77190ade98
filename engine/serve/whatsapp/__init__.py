"""The WhatsApp Cloud API channel: a webhook that answers students and runs admin commands.

Routes (``routes.router``, included by ``engine/serve/app.py``; docs/whatsapp.md explains how to
connect a Meta app):

* ``GET /webhook`` — Meta's verification handshake: ``hub.mode=subscribe``, ``hub.verify_token``
  equal to ``STRATA_WHATSAPP_VERIFY_TOKEN`` -> the ``hub.challenge`` echoed as text/plain, else 403;
* ``POST /webhook`` — deliveries, signed by Meta with ``X-Hub-Signature-256: sha256=<hex>``, an
  HMAC-SHA256 of the raw body keyed with the app secret (``STRATA_WHATSAPP_APP_SECRET``). A missing
  or wrong signature is a 401 and nothing is processed. Without an app secret configured the webhook
  answers 503: it never accepts unsigned requests.

A delivery is acknowledged (200) as soon as its messages are queued; workers answer them in the
background, because Meta re-sends webhooks that answer slowly. Each message id is claimed in
``<data>/whatsapp.sqlite3`` before it is queued, so a re-delivered message is answered once, also
across restarts (messages queued but not answered when the service stopped are answered on the next
start). Messages from one sender are handled in order, so a follow-up sees the question before it.

Senders: a number on ``STRATA_WHATSAPP_ADMINS`` may run ``/ingest <path>``, ``/reindex``, ``/stats``
and ``/help``; everything else (and anything a student sends, ``/ingest`` included) is a question for
``Engine.ask`` with the sender's number as the session id. Replies go out through the Graph API
messages endpoint (``STRATA_WHATSAPP_API_BASE``), formatted for WhatsApp and split at 4,096
characters; a failed send is retried with exponential backoff, then logged, never raised.

Modules, one job each: ``routes`` (the webhook routes), ``channel`` (queues, worker threads,
commands, sending), ``seen`` (the SQLite dedupe table), ``payload`` (signatures, payloads, numbers)
and ``formatting`` (reply texts).
"""
