"""The WSGI application, for a threaded production server (waitress) instead of runserver."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "push_server.settings")
application = get_wsgi_application()
