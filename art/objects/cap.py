"""The six-panel cap (the streetwear category).

Its own module so that it can be reworked and previewed alone:

    blender -b --factory-startup -P art/objects/scenes.py -- /tmp/preview streetwear --scale 0.4 --samples 8
"""

import math

from mathutils import Vector

import lib
from lib import cylinder, sphere, torus, tube

# Crown plan (an oval, longer front to back), apex height and the peak's reach. The front is -y.
CAP_RX, CAP_RY, CAP_H = 0.088, 0.098, 0.102
PEAK_L, PEAK_SPAN, PEAK_ARCH = 0.072, math.radians(76), 0.025
SEAMS = [math.radians(a) for a in (0, 64, 124, 180, 236, 296, 360)]  # centre front seam, six panels
BACK_W, BACK_T = math.radians(25), 0.2  # the arched opening above the strap


def _arch(phi):
    """How high the crown's rim is lifted at the front to meet the arched peak (0 at the sides and back)."""
    u = min(abs(math.remainder(phi, 2 * math.pi)) / PEAK_SPAN, 1.0)
    return PEAK_ARCH * (1 - u * u)


def _panel(phi):
    """Position inside the panel (0 and 1 at its seams) for the pillowed panels."""
    phi %= 2 * math.pi
    for a, b in zip(SEAMS, SEAMS[1:]):
        if a <= phi <= b:
            return (phi - a) / (b - a)
    return 0.0


def _crown(phi, t):
    """A point of the crown at azimuth phi (0 = front) and height parameter t (0 = rim, 1 = button)."""
    c = math.cos(phi)
    e = 0.8 - 0.2 * c  # fuller, boxier front panels; a longer slope to the back
    a = t * math.pi / 2
    h = max(math.cos(a), 0.0) ** e
    v = math.sin(a) ** (e * 0.9)
    puff = 1 + 0.022 * math.sin(math.pi * _panel(phi)) ** 0.6 * math.sin(math.pi * min(t * 1.25, 1.0)) ** 0.7
    x = CAP_RX * math.sin(phi) * h * puff
    y = -CAP_RY * c * h * puff + 0.016 * v
    z = _arch(phi) * (1 - v) + CAP_H * v * (1 + 0.28 * c * h)
    return Vector((x, y, z))


def _normal(fn, a, b, da=1e-4, db=1e-4):
    p = fn(a, b)
    n = (fn(a + da, b) - p).cross(fn(a, b + db) - p)
    return n.normalized()


def _start(phi):
    """The height parameter the crown starts at: above 0 only over the arched opening at the back."""
    d = abs(math.remainder(phi - math.pi, 2 * math.pi))
    return BACK_T * math.sqrt(max(0.0, 1 - (d / BACK_W) ** 2)) ** 0.9


def _stitches(name, path, normals, material, pitch=0.0034, length=0.0023, width=0.0009, lift=0.0004):
    """Dashed topstitching: small pills laid along a path over a surface (points and their normals)."""
    pts = [Vector(p) for p in path]
    ns = [Vector(n) for n in normals]
    cum = [0.0]
    for p, q in zip(pts, pts[1:]):
        cum.append(cum[-1] + (q - p).length)
    verts, faces = [], []

    def at(s):
        for i in range(len(pts) - 1):
            if cum[i + 1] >= s:
                f = (s - cum[i]) / max(cum[i + 1] - cum[i], 1e-9)
                return pts[i].lerp(pts[i + 1], f), ns[i].lerp(ns[i + 1], f).normalized()
        return pts[-1], ns[-1]

    s = pitch * 0.5
    while s + length < cum[-1]:
        p0, n0 = at(s)
        p1, n1 = at(s + length)
        tan = (p1 - p0).normalized()
        side = n0.cross(tan).normalized() * width / 2
        up = n0 * width * 0.55
        base = len(verts)
        for p in (p0 + n0 * lift, p1 + n1 * lift):
            verts += [p - side, p + side, p + side + up, p - side + up]
        faces += [(base, base + 1, base + 2, base + 3), (base + 7, base + 6, base + 5, base + 4)]
        for k in range(4):
            k2 = (k + 1) % 4
            faces.append((base + k, base + 4 + k, base + 4 + k2, base + k2))
        s += pitch
    obj = lib.mesh_object(name, [tuple(v) for v in verts], faces, material)
    lib.subsurf(obj, 1)
    return obj


def _wool(color, name):
    """A dense wool twill: the canvas weave, a soft sheen and a little slow variation in the tone."""
    m = lib.canvas(color, name, scale=900.0, sheen=0.12)
    bsdf = m.node_tree.nodes["Principled BSDF"]
    bsdf.inputs["Roughness"].default_value = 0.92
    bsdf.inputs["Specular"].default_value = 0.18
    bsdf.inputs["Sheen Tint"].default_value = 1.0
    return m


def cap():
    """A structured six-panel cap in navy wool: a tall front sloping to the back, topstitched seams, embroidered
    eyelets, a gold top button, an arched peak with rows of stitching, and a leather strap with a gold buckle."""
    wool = _wool((0.0035, 0.005, 0.016), "wool")
    thread = lib.plain("thread", (0.13, 0.08, 0.032), roughness=0.45, specular=0.6)
    thread.node_tree.nodes["Principled BSDF"].inputs["Sheen"].default_value = 0.6
    dark = lib.plain("eyelet", (0.004, 0.004, 0.005), roughness=0.9)
    parts = []

    # Crown: a grid over (azimuth, height) closing at the button; the back starts higher over the opening.
    seg, rows = 240, 40
    verts, faces = [], []
    for i in range(seg):
        phi = 2 * math.pi * i / seg
        t0 = _start(phi)
        for j in range(rows):
            t = t0 + (1 - t0) * (j / rows) ** 1.1
            verts.append(tuple(_crown(phi, t)))
    apex = len(verts)
    verts.append(tuple(_crown(0.0, 1.0)))
    for i in range(seg):
        i2 = (i + 1) % seg
        for j in range(rows - 1):
            faces.append((i * rows + j, i2 * rows + j, i2 * rows + j + 1, i * rows + j + 1))
        faces.append((i * rows + rows - 1, i2 * rows + rows - 1, apex))
    crown = lib.mesh_object("crown", verts, faces, wool)
    sol = crown.modifiers.new("solid", "SOLIDIFY")
    sol.thickness = 0.0022
    sol.offset = -1.0
    lib.subsurf(crown, 1)
    parts.append(crown)

    # Seams: a fine welt down each seam with a row of topstitching either side, all meeting at the button.
    for k, s in enumerate(SEAMS[:-1]):
        ts = [_start(s) + (0.985 - _start(s)) * q / 60 for q in range(61)]
        welt = [_crown(s, t) + _normal(_crown, s, t) * 0.0003 for t in ts]
        parts.append(tube("seam", [(p.x, p.y, max(p.z, 0.0013)) for p in welt[::4]], 0.0011, wool, resolution=6))
        for side in (-1, 1):
            path, norms = [], []
            for t in ts[:-4]:
                # Keep the rows about 2.6 mm either side of the seam, measured across the panel.
                rad = max((_crown(s, t) - Vector((0, 0.012, _crown(s, t).z))).length, 0.01)
                phi = s + side * 0.0026 / rad
                path.append(_crown(phi, t))
                norms.append(_normal(_crown, phi, t))
            parts.append(_stitches(f"stitch{k}{side}", path, norms, thread))

    # Eyelets: one embroidered ring per panel, high on the panel, with a dark hole.
    for a, b in zip(SEAMS, SEAMS[1:]):
        phi = (a + b) / 2
        t = 0.6
        p, n = _crown(phi, t), _normal(_crown, phi, t)
        rot = n.to_track_quat("Z", "Y").to_euler()
        parts.append(cylinder("hole", 0.0021, 0.0012, tuple(p + n * 0.0001), dark, vertices=24, rotation=rot))
        parts.append(torus("eyelet", 0.0029, 0.0009, tuple(p + n * 0.0004), thread, rotation=rot, major_seg=32,
                           minor_seg=8))

    # Top button: gold, slightly domed, over the meeting of the seams.
    top = _crown(0.0, 1.0)
    parts.append(sphere("button", 0.0078, (top.x, top.y, top.z + 0.0012), lib.gold("button"), scale=(1, 1, 0.42)))

    # Peak: lofted from just inside the front rim out to an oval edge, arched across and lifted a touch at the tip.
    thick = 0.0036

    def peak_pt(u, f):
        phi = u * PEAK_SPAN
        inner = Vector((CAP_RX * math.sin(phi), -CAP_RY * math.cos(phi), 0))
        outer = Vector(((CAP_RX + 0.006) * math.sin(phi), -(CAP_RY + PEAK_L) * math.cos(phi), 0))
        p = inner.lerp(outer, f)
        p.z = thick / 2 + 0.0004 + _arch(phi) * (1 - 0.4 * f) + 0.004 * f * f * math.cos(phi) ** 2
        return p

    cols, prow = 64, 16
    verts, faces = [], []
    for i in range(cols + 1):
        u = -1 + 2 * i / cols
        for j in range(prow + 1):
            verts.append(tuple(peak_pt(u, -0.06 + 1.06 * j / prow)))
    for i in range(cols):
        for j in range(prow):
            a = i * (prow + 1) + j
            faces.append((a, a + prow + 1, a + prow + 2, a + 1))
    peak = lib.mesh_object("peak", verts, faces, wool)
    sol = peak.modifiers.new("solid", "SOLIDIFY")
    sol.thickness = thick
    sol.offset = 0.0
    lib.subsurf(peak, 2)
    parts.append(peak)
    # Rows of stitching parallel to the peak's edge, each ending where it meets the crown.
    for r in range(6):
        d = 0.0045 + 0.0058 * r
        path, norms = [], []
        for i in range(121):
            u = -1 + 2 * i / 120
            phi = u * PEAK_SPAN
            w = (peak_pt(u, 1.0) - peak_pt(u, 0.0)).length
            f = 1 - d / max(w, 1e-6)
            if f < 0.12:
                continue
            n = _normal(peak_pt, u, f)
            if n.z < 0:
                n = -n
            path.append(peak_pt(u, f) + n * thick / 2)
            norms.append(n)
        if len(path) > 4:
            parts.append(_stitches(f"peak_stitch{r}", path, norms, thread, pitch=0.0036, length=0.0026))

    # Back: a bound edge round the opening, a leather strap across it and a small gold buckle.
    edge = []
    for q in range(41):
        phi = math.pi - BACK_W * 1.02 + 2 * BACK_W * 1.02 * q / 40
        t = _start(phi)
        p = _crown(phi, t) + _normal(_crown, phi, t) * -0.0008
        edge.append((p.x, p.y, max(p.z, 0.0019)))
    parts.append(tube("binding", edge, 0.0017, wool, resolution=4))
    strap_pts = []
    for q in range(25):
        phi = math.pi - BACK_W * 1.5 + 3 * BACK_W * q / 24
        p = _crown(phi, 0.02) + _normal(_crown, phi, 0.02) * 0.0012
        strap_pts.append((p.x, p.y, 0.0085))
    strap = lib.flat_tube("strap", strap_pts, 0.011, 0.0016, lib.leather((0.012, 0.007, 0.005), "strap", shine=0.35))
    parts.append(strap)
    phi = math.pi + BACK_W * 0.55
    p = _crown(phi, 0.02) + _normal(_crown, phi, 0.02) * 0.0032
    n = _normal(_crown, phi, 0.02)
    tan = Vector((math.cos(phi) * CAP_RX, math.sin(phi) * CAP_RY, 0)).normalized()
    ring = []
    for sx, sz in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        c = p + tan * sx * 0.0045 + Vector((0, 0, 0.0095 + sz * 0.0055 - p.z))
        ring.append(tuple(c))
    parts.append(tube("buckle", ring, 0.0011, lib.gold("buckle"), resolution=8, closed=True))
    parts.append(tube("tongue", [tuple(p + tan * -0.0045 + Vector((0, 0, 0.0095 - p.z))),
                                 tuple(p + n * 0.0012 + Vector((0, 0, 0.0095 - p.z)))], 0.0007, lib.gold("tongue")))

    # Turn the cap so the peak points to the camera's front left.
    lib.parent_all(parts, "cap", rotation=(0, 0, math.radians(-80)))
    return parts, 0.16
