"""Ingest jobs for the service: queued, run one at a time on a worker thread, polled by id.

One writer at a time keeps the ingest's crash-safe write order intact; questions keep
being answered from the last committed state meanwhile (the pipeline notices each
finished document). Each job is also written to ``DATA/jobs/ID.json`` (atomically, at every
change), so a service killed mid-job still knows the job after a restart: a job on disk that
was queued or running and that this process does not run is reported ``interrupted`` (re-run
it: ingest is idempotent and resumable).
"""

from __future__ import annotations

import json
import logging
import os
import re
import threading
import time
import uuid
from dataclasses import asdict, dataclass, field
from pathlib import Path
from queue import Queue
from typing import Any, Callable

log = logging.getLogger(__name__)
MAX_KEPT = 200  # finished jobs remembered
JOB_ID_RE = re.compile(r"^[0-9a-f]{12}$")
INTERRUPTED = "the service stopped before this job finished; ingest the same files again (ingest resumes)"


@dataclass
class Job:
    id: str
    source: str | None
    paths: list[str]
    status: str = "queued"  # queued | running | done | failed | interrupted (read back after a restart)
    files_total: int = 0
    files_done: int = 0
    created: float = field(default_factory=time.time)
    started: float | None = None
    finished: float | None = None
    report: dict[str, Any] | None = None
    error: str | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


class JobRunner:
    """A queue of ingest jobs and the one thread that runs them through ``ingest(paths, source, on_file)``."""

    def __init__(self, ingest: Callable[..., Any], count_files: Callable[[list[Path]], int],
                 directory: Path | None = None) -> None:
        self._ingest = ingest
        self._count_files = count_files
        self._directory = directory  # DATA/jobs: each job's record, read back after a restart
        self._jobs: dict[str, Job] = {}
        self._queue: Queue[Job | None] = Queue()
        self._lock = threading.Lock()
        self._save_lock = threading.Lock()  # the request thread and the worker both record jobs
        self._thread = threading.Thread(target=self._run, name="strata-jobs", daemon=True)
        self._thread.start()

    def submit(self, paths: list[Path], source: str | None) -> Job:
        job = Job(id=uuid.uuid4().hex[:12], source=source, paths=[str(p) for p in paths])
        job.files_total = self._count_files(paths)
        with self._lock:
            self._jobs[job.id] = job
            self._forget_old()
        self._save(job)
        self._queue.put(job)
        return job

    def get(self, job_id: str) -> Job | None:
        """This process's job, else the record on disk (queued or running there: ``interrupted``)."""
        with self._lock:
            found = self._jobs.get(job_id)
        return found if found is not None else self._load(job_id)

    def active(self) -> bool:
        """A job is queued or running in this process."""
        with self._lock:
            return any(job.status in ("queued", "running") for job in self._jobs.values())

    def wait(self, job_id: str, timeout: float = 600.0) -> Job | None:
        """Block until the job is done, failed or interrupted (for admin commands that reply when finished)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            job = self.get(job_id)
            if job is None or job.status in ("done", "failed", "interrupted"):
                return job
            time.sleep(0.1)
        return self.get(job_id)

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=5)

    def _run(self) -> None:
        while (job := self._queue.get()) is not None:
            job.status, job.started = "running", time.time()
            self._save(job)

            def done_one(_path: Path, job: Job = job) -> None:
                job.files_done += 1
                self._save(job)

            try:
                report = self._ingest([Path(p) for p in job.paths], source=job.source, progress=False, on_file=done_one)
                job.report = {k: v for k, v in vars(report).items() if k != "errors"}
                job.report["errors"] = [str(e) for e in report.errors]
                job.status = "done"
            except Exception as exc:  # a job's failure is its result, never the service's
                log.exception("ingest job %s failed", job.id)
                job.status, job.error = "failed", str(exc)
            job.finished = time.time()
            self._save(job)

    def _forget_old(self) -> None:
        finished = [j for j in self._jobs.values() if j.status in ("done", "failed")]
        for job in sorted(finished, key=lambda j: j.created)[:max(0, len(self._jobs) - MAX_KEPT)]:
            self._jobs.pop(job.id, None)
            if self._directory is not None:
                (self._directory / f"{job.id}.json").unlink(missing_ok=True)

    def _save(self, job: Job) -> None:
        """Write the job's record atomically (a temporary file renamed over it): a kill leaves the old
        record or the new one, never half of one. A data dir that cannot take it only loses the record."""
        if self._directory is None:
            return
        target = self._directory / f"{job.id}.json"
        temporary = target.with_suffix(".tmp")
        try:
            with self._save_lock:
                self._directory.mkdir(parents=True, exist_ok=True)
                temporary.write_text(json.dumps(job.to_json()), encoding="utf-8")
                os.replace(temporary, target)
        except OSError as exc:
            log.warning("job %s: cannot record it in %s: %s", job.id, self._directory, exc)

    def _load(self, job_id: str) -> Job | None:
        """A job recorded by an earlier run of the service; one it left queued or running is ``interrupted``."""
        if self._directory is None or not JOB_ID_RE.match(job_id):
            return None
        try:
            job = Job(**json.loads((self._directory / f"{job_id}.json").read_text(encoding="utf-8")))
        except (OSError, ValueError, TypeError):
            return None
        if job.status in ("queued", "running"):
            job.status, job.error = "interrupted", INTERRUPTED
        return job
