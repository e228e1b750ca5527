"""Our Django project around the third-party ADMS server django-fingerprint-attendance
(installed from PyPI by peers/requirements.txt, never vendored): settings and URLs only.
peers/push_harness.py runs it; nothing here is imported by the tests themselves."""
