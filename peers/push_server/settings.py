"""Django settings for the third-party PUSH (iclock/ADMS) server the emulated terminals upload to.

Everything run-specific comes from the environment, set by peers/push_harness.py:
  PUSH_SERVER_DB          the SQLite file (a copy of the migrated template, one per server);
  PUSH_SERVER_DB_TIMEOUT  seconds a write waits for SQLite's lock before it fails (the server then
                          answers 500): short, so that failing_storage() makes real 500s quickly;
  PUSH_SERVER_KEY         Fernet key for templates at rest (made per run; the package refuses to
                          start without one) and, reused, Django's SECRET_KEY;
  PUSH_SERVER_DELAY, PUSH_SERVER_ERROR_DELAY  the handshake's Delay / ErrorDelay (seconds);
  PUSH_SERVER_COMMAND_RETRIES  COMMAND_MAX_RETRIES (0: a command the device fails is final);
  PUSH_SERVER_COMMAND_BACKOFF  COMMAND_RETRY_BACKOFF, seconds before the first re-send (doubling);
  PUSH_SERVER_ACK_TIMEOUT      COMMAND_ACK_TIMEOUT, seconds after which a command handed out but
                               never answered counts as failed (only when fpa_retry_commands runs).
"""

import os

SECRET_KEY = os.environ["PUSH_SERVER_KEY"]
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
USE_TZ = True
TIME_ZONE = "UTC"

# What the package needs (its README): auth + contenttypes for its models and the API's users,
# admin/sessions/messages because its admin module registers on import, DRF for the API.
INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.admin",
    "rest_framework",
    "fingerprint_attendance",
]
MIDDLEWARE = [
    # waitress writes no access log (runserver does): PushServer.requests() needs one.
    *(["push_server.access.access_log"] if os.environ.get("PUSH_SERVER_ACCESS_LOG") == "1" else []),
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "django.template.context_processors.request",
            ]
        },
    }
]
ROOT_URLCONF = "push_server.urls"
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": os.environ["PUSH_SERVER_DB"],
        "OPTIONS": {
            # A write that cannot get the lock within this fails (OperationalError -> HTTP 500).
            "timeout": float(os.environ.get("PUSH_SERVER_DB_TIMEOUT", "2")),
            # Every transaction takes the write lock at BEGIN, so the busy timeout applies there
            # instead of a deadlock error when a read transaction later wants to write.
            "transaction_mode": "IMMEDIATE",
            # WAL (set once in the template database, it stays): the API's reads and the
            # terminals' uploads do not block each other; NORMAL sync is enough for a test.
            "init_command": "PRAGMA synchronous=NORMAL",
        },
    }
}

# The test's admin logs in for every API call: a fast hash (the default takes ~0.3 s a request).
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework.authentication.BasicAuthentication"],
}

FINGERPRINT_ATTENDANCE = {
    "TEMPLATE_ENCRYPTION_KEYS": [os.environ["PUSH_SERVER_KEY"]],
    # A terminal that connects is taken at once (otherwise 403 until an admin approves it).
    "ADMS_REQUIRE_DEVICE_APPROVAL": False,
    # 50 terminals polling every second from one address must not be throttled (default 600/m).
    "ADMS_RATE_LIMIT": None,
    # Only exact duplicates (serial|PIN|UTC second) are merged; no 60 s "soft duplicate" window.
    "DEDUPE_WINDOW_SECONDS": 0,
    "ADMS_DELAY": int(os.environ.get("PUSH_SERVER_DELAY", "1")),
    "ADMS_ERROR_DELAY": int(os.environ.get("PUSH_SERVER_ERROR_DELAY", "2")),
    "COMMAND_MAX_RETRIES": int(os.environ.get("PUSH_SERVER_COMMAND_RETRIES", "0")),
    # The package's 60 s / 15 min are for real sites; a test waits seconds.
    "COMMAND_RETRY_BACKOFF": float(os.environ.get("PUSH_SERVER_COMMAND_BACKOFF", "1")),
    "COMMAND_ACK_TIMEOUT": float(os.environ.get("PUSH_SERVER_ACK_TIMEOUT", "10")),
}

# Requests and errors go to stderr (the harness writes it to the server's log file and parses
# the access lines "METHOD path HTTP/1.1" status, see PushServer.requests()).
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    "handlers": {"stderr": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["stderr"], "level": "WARNING"},
    "loggers": {
        "django.server": {"handlers": ["stderr"], "level": "INFO", "propagate": False},
        # Its "ATTLOG from <SN>: n lines, n new" per stored upload: what the tests count for exactly once.
        "fingerprint_attendance.adms.views": {"handlers": ["stderr"], "level": "INFO", "propagate": False},
    },
}
