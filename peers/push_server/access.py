"""An access line per request ("METHOD /path?query HTTP/1.1" status), as runserver writes them,
for a server that writes none (waitress): PushServer.requests() reads these lines."""

import logging

logger = logging.getLogger("django.server")


def access_log(get_response):
    def middleware(request):
        response = get_response(request)
        path = request.get_full_path()
        logger.info('"%s %s %s" %s', request.method, path, request.META.get("SERVER_PROTOCOL", "HTTP/1.1"), response.status_code)
        return response

    return middleware
