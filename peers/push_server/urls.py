"""The package's own URLconf, mounted at the root as its README asks: the devices call
/iclock/… (ADMS_URL_PREFIX) and the tests use the REST API at /api/fingerprint/v1/."""

from django.urls import include, path

urlpatterns = [path("", include("fingerprint_attendance.urls"))]
